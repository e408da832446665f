import { AppError } from "./app-error";

/**
 * Answers what `find` finds, or undefined where it answers 404: a scope module's lookup used to
 * tell "no such thing" (a field error for the caller to word) from any other failure.
 */
export async function foundOrNone<T>(find: () => Promise<T>): Promise<T | undefined> {
  try {
    return await find();
  } catch (error) {
    if (error instanceof AppError && error.status === 404) return undefined;
    throw error;
  }
}
