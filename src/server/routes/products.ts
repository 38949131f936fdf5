import { Hono } from 'hono';
import type { AppEnv } from '../context.ts';

export const productRoutes = new Hono<AppEnv>();
