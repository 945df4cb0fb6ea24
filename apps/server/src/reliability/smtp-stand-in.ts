import net from 'node:net';

export interface ReceivedMail {
  from: string;
  to: string[];
  data: string;
}

export interface SmtpStandIn {
  url: string;
  received: ReceivedMail[];
  /** Greets every connection with 421 (service not available) and hangs up, as a mail server in trouble does. */
  refuse(): void;
  accept(): void;
  close(): Promise<void>;
}

/** A tiny SMTP server (the commands nodemailer sends, no TLS, no auth) that can be told to refuse mail. */
export async function startSmtpStandIn(): Promise<SmtpStandIn> {
  const received: ReceivedMail[] = [];
  let refusing = false;
  const server = net.createServer((socket) => {
    socket.on('error', () => socket.destroy());
    if (refusing) {
      socket.end('421 stand-in.test Service not available, closing transmission channel\r\n');
      return;
    }
    socket.write('220 stand-in.test ESMTP ready\r\n');
    let buffer = '';
    let mail: ReceivedMail = { from: '', to: [], data: '' };
    let inData = false;
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end === -1) return;
          mail.data = buffer.slice(0, end);
          buffer = buffer.slice(end + 5);
          inData = false;
          received.push(mail);
          mail = { from: '', to: [], data: '' };
          socket.write('250 2.0.0 queued\r\n');
          continue;
        }
        const lineEnd = buffer.indexOf('\r\n');
        if (lineEnd === -1) return;
        const line = buffer.slice(0, lineEnd);
        buffer = buffer.slice(lineEnd + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO' || verb === 'HELO') socket.write('250 stand-in.test\r\n');
        else if (verb === 'MAIL') {
          mail.from = /<([^>]*)>/.exec(line)?.[1] ?? '';
          socket.write('250 2.1.0 OK\r\n');
        } else if (verb === 'RCPT') {
          mail.to.push(/<([^>]*)>/.exec(line)?.[1] ?? '');
          socket.write('250 2.1.5 OK\r\n');
        } else if (verb === 'DATA') {
          inData = true;
          socket.write('354 End data with <CR><LF>.<CR><LF>\r\n');
        } else if (verb === 'QUIT') socket.end('221 2.0.0 Bye\r\n');
        else if (verb === 'RSET' || verb === 'NOOP') socket.write('250 OK\r\n');
        else socket.write('502 5.5.2 Command not implemented\r\n');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    refuse: () => {
      refusing = true;
    },
    accept: () => {
      refusing = false;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
