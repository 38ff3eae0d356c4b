import { ConfigError } from '../config';
import { resetSecondFactor, setAdminRole, UnknownAccountError } from '../modules/accounts/admin-accounts';
import { withCliDatabase } from './cli-database';

const USAGE = 'usage: npm run admin -- grant|revoke|reset-second-factor EMAIL';
const ACTIONS = ['grant', 'revoke', 'reset-second-factor'];

/**
 * `npm run admin -- grant EMAIL` / `revoke EMAIL`: gives or takes the admin role of an existing account;
 * `reset-second-factor EMAIL`: removes a lost authenticator so the admin sets up a new one at next sign-in.
 */
async function run(args: string[]): Promise<number> {
  const [action, email] = args;
  if (!action || !ACTIONS.includes(action) || !email || args.length !== 2) {
    console.error(USAGE);
    return 2;
  }
  return withCliDatabase(async (db) => {
    if (action === 'reset-second-factor') {
      await resetSecondFactor(db, email);
      console.log(`${email} has no second factor now and is signed out everywhere: they set up a new one at their next sign-in.`);
      return 0;
    }
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
