/**
 * `@matrix-arcade/web/online`: turns online play on for every game element of the page. It
 * brings the Colyseus client (`colyseus.js`, an optional peer dependency of the package: install
 * it to play online) and hands it to the elements' online controller (`lib/online-client.ts`).
 * Without it an element given `server` and `room` says that online play is not loaded; the
 * arcade imports it when a player opens "Play a friend online" or an online link, not before.
 * Registers no tag.
 */
import { Client } from 'colyseus.js';
import { useOnlineClient } from '../lib/online-client.js';

useOnlineClient(Client);
