// The static pages' public face. Pages are not exported here: the router loads each one lazily by path so that
// their text stays out of the initial bundle.
export { platformTerms } from './content/platform-terms';
