DROP TABLE throttles;
