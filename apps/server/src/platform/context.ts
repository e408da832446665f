import type { Audience, SessionUser } from "@ops/domain";
import type { Db } from "../db/client";

/** Who is acting: the signed-in user and the audience their path family grants. */
export type Actor = SessionUser & { audience: Audience };

/** What every use case receives: the database (or a transaction) and the actor. */
export type ServiceContext = { db: Db; actor: Actor };
