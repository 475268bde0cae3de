DROP TABLE device_authorizations;
