// 'Take the tour' asks the runtime (mounted once in the layout) to start a tour: a tiny channel between the two,
// so the page with the button does not load the runtime itself.
type Listener = (tourId: number) => void;
const listeners = new Set<Listener>();

export function requestTour(tourId: number): void {
  listeners.forEach((listener) => listener(tourId));
}

export function subscribeTourRequests(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
