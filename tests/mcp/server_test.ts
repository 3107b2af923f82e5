import { registerMcpTests } from "./_suite.ts";

registerMcpTests("main.ts", { bundle: false });
