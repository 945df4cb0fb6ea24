import { Trans as LinguiTrans, type TransProps } from '@lingui/react';

/**
 * Lingui's `<Trans>`, through which every `<Trans>` macro of the app renders (lingui.config.js,
 * runtimeConfigModule). Lingui reads element tags in the translated text after putting the values in, so a value
 * with something like a tag in it (a donor who calls themself "<b>Eve</b>", a title with "<0>") would lose its
 * "tags" or take one of the message's elements. A value with a "<" goes in as a node of its own, shown as written.
 */
export function Trans(props: TransProps) {
  const { values } = props;
  if (!values || !Object.values(values).some((value) => typeof value === 'string' && value.includes('<')))
    return <LinguiTrans {...props} />;
  const asWritten = Object.fromEntries(
    Object.entries(values).map(([name, value]) => [
      name,
      typeof value === 'string' && value.includes('<') ? <>{value}</> : value,
    ]),
  );
  return <LinguiTrans {...props} values={asWritten} />;
}
