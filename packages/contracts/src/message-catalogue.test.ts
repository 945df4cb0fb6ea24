import { describe, expect, it } from 'vitest';
import { contractCatalogue, fill, parsePo, translateContractText } from './message-catalogue';

const po = `msgid ""
msgstr ""
"Language: es\\n"

#. contactMessages.nameRequired
msgid "Name is required"
msgstr "El nombre es obligatorio"

msgid "Minimum donation amount is {amount}"
msgstr "La donación mínima es de {amount}"

msgid "The cap must be at least {amount}"
msgstr "El tope debe ser de al menos {amount}"

msgid "Your {amount} becomes {matched}, thanks to {sponsor}"
msgstr "Tus {amount} se convierten en {matched}, gracias a {sponsor}"

msgid "Not yet translated"
msgstr ""
`;

describe('the contracts’ message catalogue', () => {
  it('fills a template’s values, leaving an unknown one as written', () => {
    expect(fill('Minimum donation amount is {amount}', { amount: '€1' })).toBe('Minimum donation amount is €1');
    expect(fill('{count} characters left', { count: 3 })).toBe('3 characters left');
    expect(fill('Hello {who}', {})).toBe('Hello {who}');
  });

  it('reads a .po file, leaving out the header and untranslated messages', () => {
    const entries = parsePo(po);
    expect(entries.get('Name is required')).toBe('El nombre es obligatorio');
    expect(entries.has('')).toBe(false);
    expect(entries.has('Not yet translated')).toBe(false);
  });

  it('translates exact messages and messages made from a template, with their values', () => {
    const catalogue = contractCatalogue(po);
    expect(translateContractText(catalogue, 'Name is required')).toBe('El nombre es obligatorio');
    expect(translateContractText(catalogue, 'Minimum donation amount is ¥100')).toBe('La donación mínima es de ¥100');
    expect(translateContractText(catalogue, 'Your $25 becomes $50, thanks to Acme, Inc.')).toBe(
      'Tus $25 se convierten en $50, gracias a Acme, Inc.',
    );
  });

  it('leaves a message it does not know, and everything without a catalogue, in English', () => {
    const catalogue = contractCatalogue(po);
    expect(translateContractText(catalogue, 'Not yet translated')).toBe('Not yet translated');
    expect(translateContractText(catalogue, 'Something else entirely')).toBe('Something else entirely');
    expect(translateContractText(undefined, 'Name is required')).toBe('Name is required');
  });
});
