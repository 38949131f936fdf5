// Row ids: 24 random hex characters (96 bits), the shape API.md's ids have.
import { randomBytes } from 'node:crypto';

export const newId = (): string => randomBytes(12).toString('hex');
