import { ConfigError } from '../config';
import { setAdminRole, UnknownAccountError } from '../modules/accounts/admin-accounts';
import { withCliDatabase } from './cli-database';

const USAGE = 'usage: npm run admin -- grant|revoke EMAIL';

/** `npm run admin -- grant EMAIL` / `revoke EMAIL`: gives or takes the admin role of an existing account. */
async function run(args: string[]): Promise<number> {
  const [action, email] = args;
  if ((action !== 'grant' && action !== 'revoke') || !email || args.length !== 2) {
    console.error(USAGE);
    return 2;
  }
  return withCliDatabase(async (db) => {
    const changed = await setAdminRole(db, email, action === 'grant');
    if (action === 'grant') console.log(`${email} is an admin.`);
    else console.log(changed ? `${email} is no longer an admin.` : `${email} was not an admin.`);
    return 0;
  });
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
