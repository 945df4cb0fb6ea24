export interface Instruction {
  keyword: string;
  args: string;
  line: number;
  imageOnly: boolean;
}
export interface Stage {
  name: string | undefined;
  base: string;
  instructions: Instruction[];
}
export declare function parseDockerfile(text: string): Stage[];
export declare function splitFlags(args: string): { flags: Record<string, string>; words: string[] };
export declare function parseEnv(args: string): Record<string, string>;
export declare function commandOf(args: string): string[];
export declare function parseHealthcheck(args: string): { options: string; command: string[] };
export declare function ignoreMatcher(patterns: string[]): (relativePath: string) => boolean;
