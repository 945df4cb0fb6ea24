type StateCardProps = { title: string; message?: string; heading?: string; busy?: boolean };

/** Loading, 'Campaign Not Available' and 'Campaign Currently Offline': one short card, announced politely. */
export function StateCard({ title, message, heading, busy = false }: StateCardProps) {
  return (
    <div className="state" role="status">
      {busy ? <span className="spinner" aria-hidden="true" /> : null}
      {heading ? <p className="state-campaign">{heading}</p> : null}
      <h1 className="state-title">{title}</h1>
      {message ? <p className="state-message">{message}</p> : null}
    </div>
  );
}
