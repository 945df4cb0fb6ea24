import { parseTwoFactorCommand, runTwoFactorCommand } from './two-factor-command';
import { runCliCommand } from './run-cli-command';

runCliCommand('two-factor', parseTwoFactorCommand, (db, config, command) =>
  runTwoFactorCommand(db, config.publicUrl, command),
);
