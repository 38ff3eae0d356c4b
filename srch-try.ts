import { PGlite } from '@electric-sql/pglite';
import { openDatabase, PGLITE_EXTENSIONS } from './src/server/db/client';
import { prepareDatabase } from './src/server/db/prepare';
import { searchPublished } from './src/server/modules/search/search.data';
const client = await PGlite.create({ extensions: PGLITE_EXTENSIONS });
const handle = await openDatabase({ dataDir: '', pglite: client });
await prepareDatabase(handle, { seed: true } as never);
try { console.log(await searchPublished(handle.db, { text: 'promt', fuzzy: true, openCourses: [], limit: 5 })); } catch (e) { console.log(e); }
await handle.close();
