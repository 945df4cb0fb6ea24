import { createAdminCommand, parseCreateAdminArgs } from './create-admin-command';
import { runCliCommand } from './run-cli-command';

runCliCommand('create-admin', parseCreateAdminArgs, (db, _config, args) => createAdminCommand(db, args));
