// The database a back-office command (`npm run catalog`, `orders`, `staff`) works on: the one
// DATABASE_URL names (default ./data/shop), opened without waiting for the data folder, and closed
// when the command is done. A running shop holding the folder is said plainly, with what to do.
import { openDatabase, type Database } from '../../src/server/api/db/connect.ts';
import { DataFolderInUseError } from '../../src/server/api/db/lock.ts';
import { setting } from '../../src/server/config.ts';

/**
 * Runs `task` on the database and closes it after. When the shop is running on the data folder,
 * throws "The data folder (its path) is in use: the shop is running on it." followed by `advice`.
 */
export async function withCommandDatabase<T>(
  advice: string,
  task: (database: Database) => Promise<T>,
): Promise<T> {
  const databaseUrl = setting('DATABASE_URL');
  let database: Database;
  try {
    database = await openDatabase(databaseUrl, { waitMs: 0, log: () => {} });
  } catch (error) {
    if (error instanceof DataFolderInUseError)
      throw new Error(
        `The data folder ${databaseUrl} is in use: the shop is running on it. ${advice}`,
        { cause: error },
      );
    throw error;
  }
  try {
    return await task(database);
  } finally {
    await database.close();
  }
}
