/**
 * The speed bench's ceiling (`npm run bench -w @simrs/emr`, scripts/bench-speed.sh): a bare React
 * page making the same API call as the EMR's list (one GET of the list of `?module=`: a master with
 * the reference labels in its answer, or the day's registrations) and rendering a plain table. Built only for the bench
 * (`EMR_BENCH_PAGE=1`), never part of the app.
 */
import { useState } from 'react';
import { createRoot } from 'react-dom/client';

type Row = Record<string, unknown> & { id: number };

const module = new URLSearchParams(window.location.search).get('module') ?? 'RanapBed';
const autoload = new URLSearchParams(window.location.search).has('load');
const buttonLabel = new URLSearchParams(window.location.search).get('button') ?? 'Tempat Tidur';

function token(): string {
  const match = /(?:^|;\s*)token=([^;]*)/.exec(document.cookie);
  return match?.[1] ? decodeURIComponent(match[1]) : '';
}

async function list(): Promise<Row[]> {
  const res = await fetch(
    `/api/bo/get/${module}?page=1&shown=25&token=${encodeURIComponent(token())}`,
    {
      headers: {
        accept: 'application/json',
        [import.meta.env.VITE_BO_API_KEY_HEADER]: import.meta.env.VITE_BO_API_KEY,
      },
    },
  );
  const body = (await res.json()) as { data: { list: Row[] } };
  return body.data.list;
}

function Page() {
  const [rows, setRows] = useState<Row[] | null>(null);
  const [started] = useState(() => {
    if (autoload) void list().then(setRows);
    return true;
  });
  void started;
  const columns = rows?.[0] ? Object.keys(rows[0]).filter((k) => !k.endsWith('At')) : [];
  return (
    <main>
      <button type="button" onClick={() => void list().then(setRows)}>
        {buttonLabel}
      </button>
      {rows ? (
        <table>
          <thead>
            <tr>
              {columns.map((c) => (
                <th key={c}>{c}</th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.id}>
                {columns.map((c) => (
                  <td key={c}>{String(r[c] ?? '')}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </main>
  );
}

const root = document.getElementById('root');
if (root) createRoot(root).render(<Page />);
