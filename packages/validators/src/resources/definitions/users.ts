import { z } from 'zod';
import {
  field,
  nameField,
  optional,
  passwordField,
  referenceField,
  usernameField,
  yesNoField,
} from '../fields';
import type { ResourceDefinition } from '../types';

const base = {
  username: usernameField(),
  name: nameField('Nama'),
  levelId: referenceField('Level'),
  poliId: optional(referenceField('Poli')),
  canManageAll: yesNoField('Kelola Semua').default('N'),
  status: yesNoField().default('Y'),
};

const schema = z.object({ ...base, password: passwordField() });
const updateSchema = z.object({ ...base, password: optional(passwordField()) });

export const usersResource: ResourceDefinition<typeof schema.shape> = {
  key: 'Users',
  menu: 'user',
  title: 'User',
  objectName: 'User',
  table: 'users',
  fields: [
    field('username', 'Username', 'text'),
    field('name', 'Nama', 'text'),
    field('levelId', 'Level', 'reference', {
      reference: { resource: 'UserLevel', labelField: 'name' },
      filterable: true,
    }),
    field('poliId', 'Poli', 'reference', {
      reference: { resource: 'Poli', labelField: 'name' },
      required: false,
      filterable: true,
    }),
    field('canManageAll', 'Kelola Semua', 'yesno', { filterable: true }),
    field('password', 'Kata Sandi', 'password', { inList: false, writeOnly: true }),
    field('status', 'Status', 'yesno', { filterable: true }),
  ],
  schema,
  updateSchema,
  searchFields: ['username', 'name'],
  sortableFields: ['id', 'username', 'name', 'createdAt', 'updatedAt'],
  defaultSort: { field: 'name', type: 'asc' },
  uniqueKeys: [['username']],
  hasStatus: true,
};
