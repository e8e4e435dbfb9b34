import { createServer } from 'node:http';
import { Server } from 'socket.io';
import { serveChild } from './child';

// The baseline: a plain Socket.IO room broadcast, one emit per message, websocket transport only.
const http = createServer();
const io = new Server(http, { transports: ['websocket'], serveClient: false });
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
