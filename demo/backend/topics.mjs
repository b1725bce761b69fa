import { customer } from './customer.mjs';
import { newsletter } from './newsletter.mjs';
import { footer } from './footer.mjs';
import { preview } from './preview.mjs';
import { login } from './login.mjs';

export const topics = [customer, newsletter, footer, preview, login];
