import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { resetPsDataCache } from './api/psdata';
import { resetCustomerBaseDataCache } from './newsletter/api';

afterEach(() => {
  cleanup();
  // Both calls are shared per page; each test is a new page.
  resetPsDataCache();
  resetCustomerBaseDataCache();
  document.cookie.split(';').forEach((c) => {
    const name = c.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  });
});
