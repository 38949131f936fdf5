import { Hono } from 'hono';
import type { AppEnv } from '../context.ts';

export const orderRoutes = new Hono<AppEnv>();
