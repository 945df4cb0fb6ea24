// The contracts' messages in each language (packages/contracts/locales/{locale}.po, issue 26) as the web app
// downloads them: `import(…/es.po?compact)` gives the translations keyed by a short hash of their English, without
// the English itself (message-catalogue.ts), so a language's chunk holds only its own words.
import fs from 'node:fs';
import { compactCatalogue, parsePo } from '../packages/contracts/src/message-catalogue.ts';

const compactPo = /[\\/]packages[\\/]contracts[\\/]locales[\\/][\w-]+\.po\?compact$/;

export function contractCatalogues() {
  return {
    name: 'causeway:contract-catalogues',
    enforce: 'pre',
    load(id) {
      if (!compactPo.test(id)) return undefined;
      const file = id.slice(0, -'?compact'.length);
      this.addWatchFile(file);
      const catalogue = compactCatalogue(parsePo(fs.readFileSync(file, 'utf8')));
      return `export default ${JSON.stringify(catalogue)};`;
    },
  };
}
