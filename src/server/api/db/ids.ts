// Row ids: 24 random hex characters (96 bits), which the contract's idSchema accepts.
import { randomBytes } from 'node:crypto';

export const newId = (): string => randomBytes(12).toString('hex');
