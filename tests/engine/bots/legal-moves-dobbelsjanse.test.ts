// Dobbelsjanse's bots play only legal moves (the checks: ./legal-moves.ts).
import { describeLegalMoves } from "./legal-moves";

describeLegalMoves("dobbelsjanse");
