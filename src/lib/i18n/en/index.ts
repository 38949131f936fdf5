// The English catalogue: every string a shopper sees, by screen. Its entries are the product's
// own words and stay as written; the domain messages the API and the forms share
// are kept where their rules are (src/lib/validation.ts, password-reset.ts, reviews.ts) and joined
// here, so each English message is written once.
import { PASSWORD_RESET_MESSAGES } from '../../password-reset.ts';
import { REVIEW_MESSAGES } from '../../reviews.ts';
import { SHOP_IDENTITY_MESSAGES } from '../../shop-identity.ts';
import { MESSAGES } from '../../validation.ts';
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
import { product } from './product.ts';
import { search } from './search.ts';
import { shell } from './shell.ts';

export const en = {
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
  validation: MESSAGES,
  passwordReset: PASSWORD_RESET_MESSAGES,
  reviews: REVIEW_MESSAGES,
  shopIdentity: SHOP_IDENTITY_MESSAGES,
  api,
  mail,
} as const;
