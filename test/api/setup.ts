import { freshStorage } from "./fresh-storage";

await freshStorage();
