import { formatCents } from '../lib/format';

/** Raised over goal; the bar stops at 100% however far a campaign goes past its goal (spec section 2). */
export function ProgressBar({ raised, goal, currency }: { raised: number; goal: number; currency?: string }) {
  const percent = goal > 0 ? Math.min(100, Math.round((raised / goal) * 100)) : 0;
  return (
    <div className="progress">
      <p className="progress-figures">
        <strong>{formatCents(raised, currency)}</strong> raised of {formatCents(goal, currency)}
        <span className="progress-percent">{percent}%</span>
      </p>
      <div
        className="bar"
        role="progressbar"
        aria-label="Raised towards the goal"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
      >
        <span style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
