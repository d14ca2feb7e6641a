/** Where a room's reads and commands go: the page and the store (the server checks the room is a let room of it). */
export interface RoomAt {
  pid: string;
  store: string;
  room: string;
}
