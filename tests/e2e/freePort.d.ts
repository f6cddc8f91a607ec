/** a TCP port nobody listens on right now */
export default function freePort(): Promise<number>
