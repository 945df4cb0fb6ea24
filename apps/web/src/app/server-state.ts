/** The `<script type="application/json">` that carries a server-rendered page's query data to the browser. */
export const SERVER_STATE_ELEMENT_ID = 'causeway-state';
