// The Vietnamese catalogue: the same keys and {placeholders} as the English one (../en/index.ts),
// written the way Vietnamese shops say it.
import type { Messages } from '../types.ts';
import { account } from './account.ts';
import { address } from './address.ts';
import { api } from './api.ts';
import { cart } from './cart.ts';
import { catalog } from './catalog.ts';
import { checkout } from './checkout.ts';
import { common } from './common.ts';
import { company } from './company.ts';
import { home } from './home.ts';
import { mail } from './mail.ts';
import { pages } from './pages.ts';
import { policies } from './policies.ts';
import { passwordReset } from './password-reset.ts';
import { product } from './product.ts';
import { reviews } from './reviews.ts';
import { search } from './search.ts';
import { shell } from './shell.ts';
import { shopIdentity } from './shop-identity.ts';
import { validation } from './validation.ts';

export const vi: Messages = {
  common,
  shell,
  company,
  home,
  catalog,
  search,
  product,
  cart,
  checkout,
  account,
  address,
  pages,
  policies,
  validation,
  passwordReset,
  reviews,
  shopIdentity,
  api,
  mail,
};
