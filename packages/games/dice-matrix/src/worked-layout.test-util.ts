/**
 * The layout built for the rulebook's worked examples, shared by the tests that replay them
 * (worked-examples.test.ts) and rebuild them by hand (build-position.test.ts). Row 1 holds the
 * black 1 and black 5 side by side; row 2 the pink 3 and red 3; row 3 starts black 4, red 2,
 * black 6. The spare is a red 5. Ten dice of each colour in all.
 */
export const WORKED_MATRIX = `
    G2 K1 K5 B3 P6 G4 R1
    B5 P3 R3 G6 K2 B4 P1
    K4 R2 K6 P2 G1 B6 G3
    P4 B1 R6 G5 K3 P5 B2
    R4 G6 B3 K2 P1 R1 G2
    B6 P3 G4 R5 K5 B1 P6
    G1 K6 P2 B4 R3 R2 K4`;

export const WORKED_LAYOUT = { matrix: WORKED_MATRIX, spare: 'R5' };
