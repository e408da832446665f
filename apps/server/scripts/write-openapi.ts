// `npm run openapi -w apps/server`: writes docs/openapi.json from the endpoint descriptors.
import fs from "node:fs";
import { OPENAPI_FILE, openApiDocument, openApiText } from "../src/openapi";

fs.writeFileSync(OPENAPI_FILE, openApiText(await openApiDocument()));
console.log(`wrote ${OPENAPI_FILE}`);
