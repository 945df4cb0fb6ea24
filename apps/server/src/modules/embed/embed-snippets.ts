import { EMBED_FRAME, embedEndpoints, POPUP_MODE, POPUP_TRIGGER_ATTRIBUTE } from '@causeway/contracts';
import { escapeHtml } from '../../plugins/page-meta';

/** The public path of the host-page script (served by widget-page.ts). */
export const EMBED_SCRIPT_PATH = embedEndpoints.script.path;

/**
 * The three forms of a campaign's embed code. `html` is the spec's plain iframe (100% wide, 450 tall). `script` is a
 * placeholder plus /embed.js, which swaps in the same iframe and sizes it to the widget so nothing is cut off; the
 * placeholder's link still leads to the donation page where scripts are blocked. `popup` (issue 24) is a donate link
 * that /embed.js in pop-up mode opens as an overlay on the host page; without scripts it is a plain link.
 */
export function embedSnippets(publicUrl: string, campaign: { id: number; title: string }, uniqueId: string) {
  const widgetUrl = `${publicUrl}/embed/${campaign.id}`;
  const title = escapeHtml(`Donate to ${campaign.title}`);
  const frameId = `causeway-${uniqueId}`;
  const html =
    `<iframe id="${frameId}" src="${widgetUrl}" width="${EMBED_FRAME.width}" height="${EMBED_FRAME.height}" ` +
    `frameborder="0" style="border:0;max-width:100%" title="${title}" loading="lazy"></iframe>`;
  const script =
    `<div id="${frameId}" data-causeway-campaign="${campaign.id}">` +
    `<a href="${publicUrl}/donate/${campaign.id}">${title}</a></div>\n` +
    `<script async src="${publicUrl}${EMBED_SCRIPT_PATH}"></script>`;
  const popup =
    `<a href="${publicUrl}/donate/${campaign.id}" ${POPUP_TRIGGER_ATTRIBUTE}="${campaign.id}">${title}</a>\n` +
    `<script async src="${publicUrl}${EMBED_SCRIPT_PATH}" data-mode="${POPUP_MODE}"></script>`;
  return { html, script, popup, widgetUrl };
}
