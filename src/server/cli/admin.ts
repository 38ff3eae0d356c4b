import { ConfigError, loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { prepareDatabase } from '../db/prepare';
import { setAdminRole, UnknownAccountError } from '../modules/accounts/admin-accounts';

const USAGE = 'usage: npm run admin -- grant|revoke EMAIL';

/** `npm run admin -- grant EMAIL` / `revoke EMAIL`: gives or takes the admin role of an existing account. */
async function run(args: string[]): Promise<number> {
  const [action, email] = args;
  if ((action !== 'grant' && action !== 'revoke') || !email || args.length !== 2) {
    console.error(USAGE);
    return 2;
  }
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, poolSize: 1, dataDir: config.dataDir });
  try {
    await prepareDatabase(database);
    const changed = await setAdminRole(database.db, email, action === 'grant');
    if (action === 'grant') console.log(`${email} is an admin.`);
    else console.log(changed ? `${email} is no longer an admin.` : `${email} was not an admin.`);
    return 0;
  } finally {
    await database.close();
  }
}

try {
  process.exitCode = await run(process.argv.slice(2));
} catch (error) {
  if (error instanceof ConfigError || error instanceof UnknownAccountError) {
    console.error(error.message);
    process.exitCode = 1;
  } else {
    throw error;
  }
}
