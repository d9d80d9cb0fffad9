import pg from 'pg';

/** Why the desk will not sign in to a server that asks for the password other than by SCRAM. */
export class PasswordNotSent extends Error {
  constructor(how: 'in clear text' | 'as MD5') {
    super(
      `the server asked for the password ${how}; the desk only signs in with SCRAM-SHA-256, so nothing was sent: ask your administrator to set password_encryption = scram-sha-256, set the role's password again and use scram-sha-256 in pg_hba.conf`,
    );
    this.name = 'PasswordNotSent';
  }
}

/**
 * A node-postgres client that signs in with SCRAM only. node-postgres answers a server's request for a
 * cleartext or MD5 password by sending it (an impostor, or a server set up with `password`/`md5` in
 * pg_hba.conf, would then hold it or a replayable hash); this client ends the connection instead, before
 * anything of the password is written. Used by the pool (as its `Client`), the listening connection and
 * the connection test.
 */
export class DeskClient extends pg.Client {
  // These replace node-postgres's own handlers of AuthenticationCleartextPassword and AuthenticationMD5Password
  // (bound by name when the client connects): the guard test with a fake server keeps them honest on upgrades.
  _handleAuthCleartextPassword(): void {
    this.refuse(new PasswordNotSent('in clear text'));
  }

  _handleAuthMD5Password(): void {
    this.refuse(new PasswordNotSent('as MD5'));
  }

  private refuse(error: PasswordNotSent): void {
    // The connect call fails with the reason, then the socket closes (a Terminate, never a password message).
    this.connection.emit('error', error);
    this.connection.end();
  }
}
