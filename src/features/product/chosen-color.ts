// The colour chosen in the purchase panel island, read by the static gallery's script so the main
// picture shows that colour (gallery-pictures.ts says which picture shows which colour).
import { atom } from 'nanostores';

export const $chosenColor = atom<string | undefined>(undefined);
