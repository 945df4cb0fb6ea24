// The embed feature's public face: the embed code panel, which the campaign editor shows.
export { EmbedCodePanel, type EmbedCodePanelProps } from './components/embed-code-panel';
