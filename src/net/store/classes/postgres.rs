//! The class tables in PostgreSQL.

use super::{Classes, StoredChild, StoredClass, StoredClassGame, StoredEvent, StoredSession};
use crate::net::store::Failure;
use crate::net::store::{Postgres, StoreError};
use tokio_postgres::Row;

const CLASS: &str = "id, name, code, hash, secrets, made";
const CHILD: &str = "c.id, c.class, c.name, c.animal, c.secret, c.made, c.seen";

fn class(row: &Row) -> Result<StoredClass, StoreError> {
    Ok(StoredClass {
        id: row.try_get(0)?,
        name: row.try_get(1)?,
        code: row.try_get(2)?,
        hash: row.try_get(3)?,
        secrets: row.try_get(4)?,
        made: row.try_get(5)?,
    })
}

fn child(row: &Row) -> Result<StoredChild, StoreError> {
    let animal: i64 = row.try_get(3)?;
    Ok(StoredChild {
        id: row.try_get(0)?,
        class: row.try_get(1)?,
        name: row.try_get(2)?,
        animal: u8::try_from(animal).unwrap_or(u8::MAX),
        secret: row.try_get(4)?,
        made: row.try_get(5)?,
        seen: row.try_get(6)?,
    })
}

impl Classes for Postgres {
    fn make_class(&self, name: &str, code: &str, hash: &str, made: i64) -> Result<i64, StoreError> {
        self.block(async {
            let client = self.pool.get().await?;
            let sql = "INSERT INTO classes (name, code, hash, made) VALUES ($1, $2, $3, $4) RETURNING id";
            Ok(client.query_one(sql, &[&name, &code, &hash, &made]).await?.try_get(0)?)
        })
    }

    fn classes(&self) -> Result<Vec<StoredClass>, StoreError> {
        self.block(async {
            let client = self.pool.get().await?;
            let rows = client.query(&format!("SELECT {CLASS} FROM classes ORDER BY name"), &[]).await?;
            rows.iter().map(class).collect()
        })
    }

    fn set_secrets(&self, id: i64, secrets: bool) -> Result<(), StoreError> {
        self.block(async {
            let client = self.pool.get().await?;
            client.execute("UPDATE classes SET secrets = $2 WHERE id = $1", &[&id, &secrets]).await?;
            Ok(())
        })
    }

    fn children(&self, id: i64) -> Result<Vec<StoredChild>, StoreError> {
        self.block(async {
            let client = self.pool.get().await?;
            let sql = format!("SELECT {CHILD} FROM children c WHERE c.class = $1 ORDER BY c.name, c.id");
            let rows = client.query(&client.prepare_cached(&sql).await?, &[&id]).await?;
            let mut children = rows.iter().map(child).collect::<Result<Vec<_>, _>>()?;
            super::by_name(&mut children);
            Ok(children)
        })
    }

    fn add_child(&self, id: i64, name: &str, animal: u8, secret: Option<&str>, made: i64) -> Result<i64, StoreError> {
        self.block(async {
            let client = self.pool.get().await?;
            let sql = "INSERT INTO children (class, name, animal, secret, made) VALUES ($1, $2, $3, $4, $5)
                       RETURNING id";
            let animal = i64::from(animal);
            Ok(client.query_one(sql, &[&id, &name, &animal, &secret, &made]).await?.try_get(0)?)
        })
    }

    fn change_child(&self, id: i64, at: i64, name: &str, animal: u8, secret: Option<&str>) -> Result<bool, StoreError> {
        self.block(async {
            let mut client = self.pool.get().await?;
            let transaction = client.transaction().await?;
            let ended = "DELETE FROM child_tokens WHERE child = $2 AND EXISTS (SELECT 1 FROM children
                         WHERE id = $2 AND class = $1 AND (name IS DISTINCT FROM $3 OR secret IS DISTINCT FROM $4))";
            transaction.execute(ended, &[&id, &at, &name, &secret]).await?;
            let sql = "UPDATE children SET name = $3, animal = $4, secret = $5 WHERE class = $1 AND id = $2";
            let animal = i64::from(animal);
            let changed = transaction.execute(sql, &[&id, &at, &name, &animal, &secret]).await? == 1;
            transaction.commit().await?;
            Ok(changed)
        })
    }

    fn remove_class(&self, id: i64) -> Result<bool, StoreError> {
        self.block(async {
            let client = self.pool.get().await?;
            Ok(client.execute("DELETE FROM classes WHERE id = $1", &[&id]).await? == 1)
        })
    }

    fn kept_since(&self, at: i64, since: i64) -> Result<usize, StoreError> {
        self.block(async {
            let client = self.pool.get().await?;
            let sql = "SELECT COUNT(*) FROM child_events WHERE child = $1 AND kept >= $2";
            let count: i64 = client.query_one(sql, &[&at, &since]).await?.try_get(0)?;
            Ok(usize::try_from(count).unwrap_or(usize::MAX))
        })
    }

    fn remove_child(&self, id: i64, at: i64) -> Result<bool, StoreError> {
        self.block(async {
            let client = self.pool.get().await?;
            Ok(client.execute("DELETE FROM children WHERE class = $1 AND id = $2", &[&id, &at]).await? == 1)
        })
    }

    fn events(&self, at: i64) -> Result<Vec<StoredEvent>, StoreError> {
        self.block(async {
            let client = self.pool.get().await?;
            let sql = "SELECT id, at, event FROM child_events WHERE child = $1 ORDER BY kept, at, id";
            let rows = client.query(&client.prepare_cached(sql).await?, &[&at]).await?;
            rows.iter().map(|row| Ok((row.try_get(0)?, row.try_get(1)?, row.try_get(2)?))).collect()
        })
    }

    fn class_events(&self, id: i64) -> Result<Vec<(i64, StoredEvent)>, StoreError> {
        self.block(async {
            let client = self.pool.get().await?;
            let sql = "SELECT e.child, e.id, e.at, e.event FROM child_events e JOIN children c ON c.id = e.child
                       WHERE c.class = $1 ORDER BY e.child, e.at, e.id";
            let rows = client.query(&client.prepare_cached(sql).await?, &[&id]).await?;
            rows.iter().map(|row| Ok((row.try_get(0)?, (row.try_get(1)?, row.try_get(2)?, row.try_get(3)?)))).collect()
        })
    }

    fn add_events(&self, at: i64, events: &[StoredEvent], kept: i64) -> Result<usize, StoreError> {
        self.block(async {
            let mut client = self.pool.get().await?;
            let transaction = client.transaction().await?;
            let sql = "INSERT INTO child_events (child, id, at, event, kept) VALUES ($1, $2, $3, $4, $5)
                       ON CONFLICT (child, id) DO NOTHING";
            let statement = transaction.prepare_cached(sql).await?;
            let mut added = 0;
            for (id, time, event) in events {
                added += transaction.execute(&statement, &[&at, id, time, event, &kept]).await?;
            }
            transaction.commit().await?;
            Ok(usize::try_from(added).unwrap_or(usize::MAX))
        })
    }

    fn open_session(&self, hash: &str, id: i64, csrf: &str, expires: i64) -> Result<(), StoreError> {
        self.block(async {
            let mut client = self.pool.get().await?;
            let transaction = client.transaction().await?;
            let old = expires - 24 * 3600;
            transaction.execute("DELETE FROM teacher_sessions WHERE expires < $1", &[&old]).await?;
            let sql = "INSERT INTO teacher_sessions (hash, class, csrf, expires) VALUES ($1, $2, $3, $4)";
            transaction.execute(sql, &[&hash, &id, &csrf, &expires]).await?;
            transaction.commit().await?;
            Ok(())
        })
    }

    fn session(&self, hash: &str, now: i64) -> Result<Option<StoredSession>, StoreError> {
        self.block(async {
            let client = self.pool.get().await?;
            let sql = "SELECT class, csrf, expires FROM teacher_sessions WHERE hash = $1 AND expires > $2";
            let Some(row) = client.query_opt(&client.prepare_cached(sql).await?, &[&hash, &now]).await? else {
                return Ok(None);
            };
            Ok(Some(StoredSession { class: row.try_get(0)?, csrf: row.try_get(1)?, expires: row.try_get(2)? }))
        })
    }

    fn close_session(&self, hash: &str) -> Result<(), StoreError> {
        self.block(async {
            let client = self.pool.get().await?;
            client.execute("DELETE FROM teacher_sessions WHERE hash = $1", &[&hash]).await?;
            Ok(())
        })
    }

    fn give_token(&self, hash: &str, at: i64, made: i64) -> Result<(), StoreError> {
        self.block(async {
            let client = self.pool.get().await?;
            let sql = "INSERT INTO child_tokens (hash, child, made) VALUES ($1, $2, $3)";
            client.execute(sql, &[&hash, &at, &made]).await?;
            Ok(())
        })
    }

    fn token(&self, hash: &str) -> Result<Option<StoredChild>, StoreError> {
        self.block(async {
            let client = self.pool.get().await?;
            let sql = format!("SELECT {CHILD} FROM child_tokens t JOIN children c ON c.id = t.child WHERE t.hash = $1");
            let row = client.query_opt(&client.prepare_cached(&sql).await?, &[&hash]).await?;
            row.as_ref().map(child).transpose()
        })
    }

    fn saw(&self, at: i64, now: i64) -> Result<(), StoreError> {
        self.block(async {
            let client = self.pool.get().await?;
            // Written at most once a minute: a class of tablets asking every few seconds.
            let sql = "UPDATE children SET seen = $2::BIGINT WHERE id = $1 AND seen < $2::BIGINT - 60";
            client.execute(&client.prepare_cached(sql).await?, &[&at, &now]).await?;
            Ok(())
        })
    }

    fn tries(&self, kind: &str, key: &str, since: i64, add: Option<(i64, usize)>) -> Result<Vec<i64>, StoreError> {
        self.block(async {
            let mut client = self.pool.get().await?;
            let transaction = client.transaction().await?;
            // One count of a key at a time, whichever server makes it: a lock on the key
            // (released at the commit).
            let lock = "SELECT pg_advisory_xact_lock(hashtext($1 || ' ' || $2))::TEXT";
            transaction.query_one(lock, &[&kind, &key]).await?;
            let sql = "SELECT at FROM tries WHERE kind = $1 AND key = $2 AND at >= $3 ORDER BY at";
            let rows = transaction.query(sql, &[&kind, &key, &since]).await?;
            let times = rows.iter().map(|row| row.try_get(0)).collect::<Result<Vec<i64>, _>>()?;
            if let Some((at, most)) = add
                && times.len() < most
            {
                transaction.execute("DELETE FROM tries WHERE at < $1", &[&(at - super::TRIES_KEPT_MS)]).await?;
                let insert = "INSERT INTO tries (kind, key, at) VALUES ($1, $2, $3)";
                transaction.execute(insert, &[&kind, &key, &at]).await?;
            }
            transaction.commit().await?;
            Ok(times)
        })
    }

    fn tries_of_kind(&self, kind: &str, since: i64) -> Result<Vec<(String, i64)>, StoreError> {
        self.block(async {
            let client = self.pool.get().await?;
            let sql = "SELECT key, at FROM tries WHERE kind = $1 AND at >= $2 ORDER BY key, at";
            let rows = client.query(sql, &[&kind, &since]).await?;
            rows.iter().map(|row| Ok((row.try_get(0)?, row.try_get(1)?))).collect()
        })
    }

    fn forget_tries(&self, kind: &str, key: &str) -> Result<(), StoreError> {
        self.block(async {
            let client = self.pool.get().await?;
            client.execute("DELETE FROM tries WHERE kind = $1 AND key = $2", &[&kind, &key]).await?;
            Ok(())
        })
    }

    fn class_game(&self, class: i64, kind: &str) -> Result<Option<StoredClassGame>, StoreError> {
        self.block(async {
            let client = self.pool.get().await?;
            let sql = "SELECT state, version FROM class_games WHERE class = $1 AND kind = $2";
            let row = client.query_opt(&client.prepare_cached(sql).await?, &[&class, &kind]).await?;
            row.map(|row| Ok(StoredClassGame { state: row.try_get(0)?, version: row.try_get(1)? })).transpose()
        })
    }

    fn keep_class_game(
        &self,
        class: i64,
        kind: &str,
        state: &str,
        from: Option<i64>,
        now: i64,
    ) -> Result<i64, StoreError> {
        self.block(async {
            let client = self.pool.get().await?;
            match from {
                None => {
                    let sql = "INSERT INTO class_games (class, kind, state, version, made) VALUES ($1, $2, $3, 0, $4)";
                    client.execute(sql, &[&class, &kind, &state, &now]).await?;
                    Ok(0)
                }
                Some(version) => {
                    let sql = "UPDATE class_games SET state = $3, version = version + 1
                               WHERE class = $1 AND kind = $2 AND version = $4";
                    if client.execute(sql, &[&class, &kind, &state, &version]).await? == 1 {
                        Ok(version + 1)
                    } else {
                        Err(StoreError::new(
                            Failure::Conflict,
                            format!("class {class}'s {kind} is not at version {version}"),
                        ))
                    }
                }
            }
        })
    }
}
