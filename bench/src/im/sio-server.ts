import { createServer } from 'node:http';
import { Server } from 'socket.io';
import { serveChild } from './child';

// The baseline: a plain Socket.IO room broadcast, one emit per message, websocket transport only.
const http = createServer();
// Heartbeats every 10 minutes: the counting viewers (viewers.ts) read raw bytes and never answer a ping, and a
// run is shorter than that (at the default 25 s the server would close them mid-run).
const io = new Server(http, {
  transports: ['websocket'],
  serveClient: false,
  pingInterval: 600_000,
  pingTimeout: 600_000,
});
io.on('connection', (socket) => {
  socket.on('join', (room: string) => void socket.join(room));
  socket.on('msg', (room: string, payload: unknown) => {
    io.to(room).emit('msg', payload);
  });
});
http.listen(0, '127.0.0.1', () => {
  const address = http.address();
  serveChild(typeof address === 'object' && address ? address.port : 0, async () => {
    io.close();
  });
});
