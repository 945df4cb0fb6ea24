import { widgetMessages as m } from '@causeway/contracts';
import { formatCents } from '../lib/format';
import { say } from '../lib/words';

/** Raised over goal; the bar stops at 100% however far a campaign goes past its goal (spec section 2). */
export function ProgressBar({ raised, goal, currency }: { raised: number; goal: number; currency?: string }) {
  const percent = goal > 0 ? Math.min(100, Math.round((raised / goal) * 100)) : 0;
  // '{raised} raised of {goal}' in the page's language, the raised figure in bold wherever the language puts it.
  const [before = '', afterRaised = ''] = say(m.raisedOfGoal).split('{raised}');
  const [between = '', after = ''] = afterRaised.split('{goal}');
  return (
    <div className="progress">
      <p className="progress-figures">
        {before}
        <strong>{formatCents(raised, currency)}</strong>
        {between}
        {formatCents(goal, currency)}
        {after}
        <span className="progress-percent">{percent}%</span>
      </p>
      <div
        className="bar"
        role="progressbar"
        aria-label={say(m.progressLabel)}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
      >
        <span style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
