/**
 * The id of the `<script type="application/json">` that carries a server-rendered page's query data to the
 * browser: the server writes it (web-app.ts), the web app reads it before hydrating (main.tsx).
 */
export const SERVER_STATE_ELEMENT_ID = 'causeway-state';
