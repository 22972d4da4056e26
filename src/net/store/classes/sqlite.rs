//! The class tables in SQLite.

use super::{Classes, StoredChild, StoredClass, StoredClassGame, StoredEvent, StoredSession};
use crate::net::store::Failure;
use crate::net::store::{Sqlite, StoreError};
use rusqlite::{OptionalExtension, params};

const CLASS: &str = "id, name, code, hash, secrets, made";
const CHILD: &str = "id, class, name, animal, secret, made, seen";

fn class(row: &rusqlite::Row<'_>) -> rusqlite::Result<StoredClass> {
    Ok(StoredClass {
        id: row.get(0)?,
        name: row.get(1)?,
        code: row.get(2)?,
        hash: row.get(3)?,
        secrets: row.get(4)?,
        made: row.get(5)?,
    })
}

fn child(row: &rusqlite::Row<'_>) -> rusqlite::Result<StoredChild> {
    Ok(StoredChild {
        id: row.get(0)?,
        class: row.get(1)?,
        name: row.get(2)?,
        animal: row.get(3)?,
        secret: row.get(4)?,
        made: row.get(5)?,
        seen: row.get(6)?,
    })
}

impl Classes for Sqlite {
    fn make_class(&self, name: &str, code: &str, hash: &str, made: i64) -> Result<i64, StoreError> {
        let connection = self.connection();
        let sql = "INSERT INTO classes (name, code, hash, made) VALUES (?1, ?2, ?3, ?4)";
        connection.execute(sql, params![name, code, hash, made])?;
        Ok(connection.last_insert_rowid())
    }

    fn classes(&self) -> Result<Vec<StoredClass>, StoreError> {
        let connection = self.connection();
        let mut statement = connection.prepare_cached(&format!("SELECT {CLASS} FROM classes ORDER BY name"))?;
        Ok(statement.query_map([], class)?.collect::<Result<Vec<_>, _>>()?)
    }

    fn set_secrets(&self, id: i64, secrets: bool) -> Result<(), StoreError> {
        self.connection().execute("UPDATE classes SET secrets = ?2 WHERE id = ?1", params![id, secrets])?;
        Ok(())
    }

    fn children(&self, id: i64) -> Result<Vec<StoredChild>, StoreError> {
        let connection = self.connection();
        let sql = format!("SELECT {CHILD} FROM children WHERE class = ?1 ORDER BY name, id");
        let mut statement = connection.prepare_cached(&sql)?;
        let mut children = statement.query_map([id], child)?.collect::<Result<Vec<_>, _>>()?;
        super::by_name(&mut children);
        Ok(children)
    }

    fn add_child(&self, id: i64, name: &str, animal: u8, secret: Option<&str>, made: i64) -> Result<i64, StoreError> {
        let connection = self.connection();
        let sql = "INSERT INTO children (class, name, animal, secret, made) VALUES (?1, ?2, ?3, ?4, ?5)";
        connection.execute(sql, params![id, name, animal, secret, made])?;
        Ok(connection.last_insert_rowid())
    }

    fn change_child(&self, id: i64, at: i64, name: &str, animal: u8, secret: Option<&str>) -> Result<bool, StoreError> {
        let mut connection = self.connection();
        let transaction = connection.transaction()?;
        let ended = "DELETE FROM child_tokens WHERE child = ?2 AND EXISTS
                     (SELECT 1 FROM children WHERE id = ?2 AND class = ?1 AND (name IS NOT ?3 OR secret IS NOT ?4))";
        transaction.execute(ended, params![id, at, name, secret])?;
        let sql = "UPDATE children SET name = ?3, animal = ?4, secret = ?5 WHERE class = ?1 AND id = ?2";
        let changed = transaction.execute(sql, params![id, at, name, animal, secret])? == 1;
        transaction.commit()?;
        Ok(changed)
    }

    fn remove_class(&self, id: i64) -> Result<bool, StoreError> {
        // Its children, their events and tokens, its sessions and games go with it (ON DELETE
        // CASCADE).
        Ok(self.connection().execute("DELETE FROM classes WHERE id = ?1", [id])? == 1)
    }

    fn kept_since(&self, at: i64, since: i64) -> Result<usize, StoreError> {
        let sql = "SELECT COUNT(*) FROM child_events WHERE child = ?1 AND kept >= ?2";
        let count: i64 = self.connection().query_row(sql, params![at, since], |row| row.get(0))?;
        Ok(usize::try_from(count).unwrap_or(usize::MAX))
    }

    fn remove_child(&self, id: i64, at: i64) -> Result<bool, StoreError> {
        Ok(self.connection().execute("DELETE FROM children WHERE class = ?1 AND id = ?2", params![id, at])? == 1)
    }

    fn events(&self, at: i64) -> Result<Vec<StoredEvent>, StoreError> {
        let connection = self.connection();
        let sql = "SELECT id, at, event FROM child_events WHERE child = ?1 ORDER BY kept, at, id";
        let mut statement = connection.prepare_cached(sql)?;
        Ok(statement.query_map([at], |row| Ok((row.get(0)?, row.get(1)?, row.get(2)?)))?.collect::<Result<_, _>>()?)
    }

    fn class_events(&self, id: i64) -> Result<Vec<(i64, StoredEvent)>, StoreError> {
        let connection = self.connection();
        let sql = "SELECT e.child, e.id, e.at, e.event FROM child_events e JOIN children c ON c.id = e.child
                   WHERE c.class = ?1 ORDER BY e.child, e.at, e.id";
        let mut statement = connection.prepare_cached(sql)?;
        let rows = statement.query_map([id], |row| Ok((row.get(0)?, (row.get(1)?, row.get(2)?, row.get(3)?))))?;
        Ok(rows.collect::<Result<_, _>>()?)
    }

    fn add_events(&self, at: i64, events: &[StoredEvent], kept: i64) -> Result<usize, StoreError> {
        let mut connection = self.connection();
        let transaction = connection.transaction()?;
        let mut added = 0;
        {
            let sql = "INSERT INTO child_events (child, id, at, event, kept) VALUES (?1, ?2, ?3, ?4, ?5)
                       ON CONFLICT (child, id) DO NOTHING";
            let mut statement = transaction.prepare_cached(sql)?;
            for (id, time, event) in events {
                added += statement.execute(params![at, id, time, event, kept])?;
            }
        }
        transaction.commit()?;
        Ok(added)
    }

    fn open_session(&self, hash: &str, id: i64, csrf: &str, expires: i64) -> Result<(), StoreError> {
        let mut connection = self.connection();
        let transaction = connection.transaction()?;
        transaction.execute("DELETE FROM teacher_sessions WHERE expires < ?1", [expires - 24 * 3600])?;
        let sql = "INSERT INTO teacher_sessions (hash, class, csrf, expires) VALUES (?1, ?2, ?3, ?4)";
        transaction.execute(sql, params![hash, id, csrf, expires])?;
        transaction.commit()?;
        Ok(())
    }

    fn session(&self, hash: &str, now: i64) -> Result<Option<StoredSession>, StoreError> {
        let sql = "SELECT class, csrf, expires FROM teacher_sessions WHERE hash = ?1 AND expires > ?2";
        let found = self.connection().query_row(sql, params![hash, now], |row| {
            Ok(StoredSession { class: row.get(0)?, csrf: row.get(1)?, expires: row.get(2)? })
        });
        Ok(found.optional()?)
    }

    fn close_session(&self, hash: &str) -> Result<(), StoreError> {
        self.connection().execute("DELETE FROM teacher_sessions WHERE hash = ?1", [hash])?;
        Ok(())
    }

    fn give_token(&self, hash: &str, at: i64, made: i64) -> Result<(), StoreError> {
        let sql = "INSERT INTO child_tokens (hash, child, made) VALUES (?1, ?2, ?3)";
        self.connection().execute(sql, params![hash, at, made])?;
        Ok(())
    }

    fn token(&self, hash: &str) -> Result<Option<StoredChild>, StoreError> {
        let sql = format!(
            "SELECT {} FROM child_tokens t JOIN children c ON c.id = t.child WHERE t.hash = ?1",
            CHILD.split(", ").map(|column| format!("c.{column}")).collect::<Vec<_>>().join(", ")
        );
        Ok(self.connection().query_row(&sql, [hash], child).optional()?)
    }

    fn saw(&self, at: i64, now: i64) -> Result<(), StoreError> {
        // Written at most once a minute: a class of tablets asking every few seconds.
        let sql = "UPDATE children SET seen = ?2 WHERE id = ?1 AND seen < ?2 - 60";
        self.connection().execute(sql, params![at, now])?;
        Ok(())
    }

    fn tries(&self, kind: &str, key: &str, since: i64, add: Option<(i64, usize)>) -> Result<Vec<i64>, StoreError> {
        let mut connection = self.connection();
        let transaction = connection.transaction()?;
        let times: Vec<i64> = {
            let sql = "SELECT at FROM tries WHERE kind = ?1 AND key = ?2 AND at >= ?3 ORDER BY at";
            let mut statement = transaction.prepare_cached(sql)?;
            statement.query_map(params![kind, key, since], |row| row.get(0))?.collect::<Result<_, _>>()?
        };
        if let Some((at, most)) = add
            && times.len() < most
        {
            transaction.execute("DELETE FROM tries WHERE at < ?1", [at - super::TRIES_KEPT_MS])?;
            transaction.execute("INSERT INTO tries (kind, key, at) VALUES (?1, ?2, ?3)", params![kind, key, at])?;
        }
        transaction.commit()?;
        Ok(times)
    }

    fn tries_of_kind(&self, kind: &str, since: i64) -> Result<Vec<(String, i64)>, StoreError> {
        let connection = self.connection();
        let sql = "SELECT key, at FROM tries WHERE kind = ?1 AND at >= ?2 ORDER BY key, at";
        let mut statement = connection.prepare_cached(sql)?;
        Ok(statement
            .query_map(params![kind, since], |row| Ok((row.get(0)?, row.get(1)?)))?
            .collect::<Result<_, _>>()?)
    }

    fn forget_tries(&self, kind: &str, key: &str) -> Result<(), StoreError> {
        self.connection().execute("DELETE FROM tries WHERE kind = ?1 AND key = ?2", params![kind, key])?;
        Ok(())
    }

    fn class_game(&self, class: i64, kind: &str) -> Result<Option<StoredClassGame>, StoreError> {
        let sql = "SELECT state, version FROM class_games WHERE class = ?1 AND kind = ?2";
        let found = self
            .connection()
            .query_row(sql, params![class, kind], |row| {
                Ok(StoredClassGame { state: row.get(0)?, version: row.get(1)? })
            })
            .optional()?;
        Ok(found)
    }

    fn keep_class_game(
        &self,
        class: i64,
        kind: &str,
        state: &str,
        from: Option<i64>,
        now: i64,
    ) -> Result<i64, StoreError> {
        let connection = self.connection();
        let changed = match from {
            None => connection
                .execute(
                    "INSERT INTO class_games (class, kind, state, version, made) VALUES (?1, ?2, ?3, 0, ?4)",
                    params![class, kind, state, now],
                )
                .map(|_| 0)?,
            Some(version) => {
                let sql = "UPDATE class_games SET state = ?3, version = version + 1
                           WHERE class = ?1 AND kind = ?2 AND version = ?4";
                if connection.execute(sql, params![class, kind, state, version])? == 1 {
                    version + 1
                } else {
                    return Err(StoreError::new(
                        Failure::Conflict,
                        format!("class {class}'s {kind} is not at version {version}"),
                    ));
                }
            }
        };
        Ok(changed)
    }
}
