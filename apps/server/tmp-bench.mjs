import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

let t = Date.now();
const a = await PGlite.create({ extensions: { pg_trgm } });
await a.exec('create extension pg_trgm; create table x(id int)');
console.log('fresh', Date.now() - t);
t = Date.now();
const dump = await a.dumpDataDir('none');
console.log('dump', Date.now() - t, dump.size);
t = Date.now();
const b = await PGlite.create({ extensions: { pg_trgm }, loadDataDir: dump });
console.log('load', Date.now() - t, (await b.query('select count(*) from x')).rows);
