// Types for the parts of the `glicko2` package (1.2.2, plain CommonJS without types) that we use.
declare module 'glicko2' {
  export interface Glicko2Settings {
    tau: number;
    rating: number;
    rd: number;
    vol: number;
  }
  export interface Glicko2Player {
    getRating(): number;
    getRd(): number;
    getVol(): number;
  }
  export type Glicko2Match = [Glicko2Player, Glicko2Player, number];
  export class Glicko2 {
    constructor(settings: Glicko2Settings);
    makePlayer(rating?: number, rd?: number, vol?: number): Glicko2Player;
    updateRatings(matches: Glicko2Match[]): void;
  }
}
