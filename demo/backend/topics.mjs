// The fake backend's topics: the logged-in customer's, and each element's own part
// (elements/<tag>/<tag>.backend.mjs, its `topic`), found by their files' names, in the order of the
// elements' folders, so that a new element's part needs no line here.
import { existsSync, readdirSync } from 'node:fs';
import { customer } from './customer.mjs';

const ELEMENTS = new URL('../../elements/', import.meta.url);

const parts = readdirSync(ELEMENTS, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map(({ name }) => new URL(`${name}/${name}.backend.mjs`, ELEMENTS))
  .filter((file) => existsSync(file));

export const topics = [customer, ...(await Promise.all(parts.map(async (file) => (await import(file.href)).topic)))];
