export { GiftsBySourcePanel } from './components/gifts-by-source-panel';
