import { poliResource, usersResource } from '@simrs/validators/resources';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { initialValues, schemaFor, schemaResolver } from '../src/resources/formModel';

describe('generic form model', () => {
  it('starts an add form empty with status active', () => {
    expect(initialValues(poliResource, undefined)).toEqual({
      code: '',
      name: '',
      bpjsCode: '',
      status: 'Y',
    });
  });

  it('fills an edit form from the record and never shows a password', () => {
    const values = initialValues(usersResource, {
      username: 'ns.ani',
      name: 'Ani',
      levelId: 3,
      poliId: null,
      canManageAll: 'N',
      status: 'N',
      password: 'secret',
    });
    expect(values).toMatchObject({ username: 'ns.ani', levelId: '3', poliId: '', status: 'N' });
    expect(values.password).toBe('');
  });

  it('validates with the shared schema and its Indonesian messages', async () => {
    const resolve = schemaResolver(schemaFor(poliResource, 'add'));
    const bad = await resolve({ code: 'A B', name: '', bpjsCode: '', status: 'Y' });
    expect(Object.keys(bad.errors).sort()).toEqual(['code', 'name']);
    expect(bad.errors.name?.message).toBe('Nama Poli wajib diisi');
    const good = await resolve({ code: 'P-01', name: '  Poli   Anak ', bpjsCode: '', status: 'Y' });
    expect(good.errors).toEqual({});
    expect(good.values).toEqual({ code: 'P-01', name: 'Poli Anak', bpjsCode: null, status: 'Y' });
  });

  it('lets an edit leave the password empty but an add must set one', async () => {
    const base = { username: 'ns.ani', name: 'Ani', levelId: '3', canManageAll: 'N', status: 'Y' };
    const add = await schemaResolver(schemaFor(usersResource, 'add'))({ ...base, password: '' });
    expect(add.errors.password).toBeDefined();
    const edit = await schemaResolver(schemaFor(usersResource, 'edit'))({ ...base, password: '' });
    expect(edit.errors).toEqual({});
  });

  it('nests errors of nested fields the way react-hook-form reads them', async () => {
    const resolve = schemaResolver(
      z.object({
        features: z.object({ registration: z.boolean({ error: 'Pendaftaran tidak valid' }) }),
      }),
    );
    const bad = await resolve({ features: { registration: 'Y' } });
    expect(bad.errors).toEqual({
      features: { registration: { type: 'invalid_type', message: 'Pendaftaran tidak valid' } },
    });
  });
});
